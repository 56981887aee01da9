// Generated code. Do not modify. Run npm run gen.
export const validate = validate31;
const schema32 = {"type":"object","properties":{"payUrl":{"type":"string"}},"required":["payUrl"]};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.payUrl === undefined) && (missing0 = "payUrl")){
validate31.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.payUrl !== undefined){
if(typeof data.payUrl !== "string"){
validate31.errors = [{instancePath:instancePath+"/payUrl",schemaPath:"#/properties/payUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate31.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate31.errors = vErrors;
return errors === 0;
}
