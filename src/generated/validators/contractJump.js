// Generated code. Do not modify. Run npm run gen.
export const validate = validate27;
const schema28 = {"type":"object","properties":{"contract_url":{"type":"string"}},"required":["contract_url"]};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.contract_url === undefined) && (missing0 = "contract_url")){
validate27.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.contract_url !== undefined){
if(typeof data.contract_url !== "string"){
validate27.errors = [{instancePath:instancePath+"/contract_url",schemaPath:"#/properties/contract_url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate27.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate27.errors = vErrors;
return errors === 0;
}
