// Generated code. Do not modify. Run npm run gen.
export const validate = validate47;
const schema48 = {"type":"object","properties":{"ul":{"type":"string"}},"required":["ul"]};

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.ul === undefined) && (missing0 = "ul")){
validate47.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.ul !== undefined){
if(typeof data.ul !== "string"){
validate47.errors = [{instancePath:instancePath+"/ul",schemaPath:"#/properties/ul/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate47.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate47.errors = vErrors;
return errors === 0;
}
